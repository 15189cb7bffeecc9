/**
 * Leaving a dashboard with unsaved changes asks first: in-app navigation through react-router's
 * blocker (a confirm dialog), closing or reloading the tab through beforeunload.
 */
import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_TITLE = 'Save changes to your dashboard?';
export const UNSAVED_CHANGES_TEXT = 'If you don’t save, changes will be lost.';

export function useUnsavedChangesPrompt(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const modal = Modal.confirm({
      title: UNSAVED_CHANGES_TITLE,
      content: UNSAVED_CHANGES_TEXT,
      okText: 'Discard',
      okButtonProps: { danger: true, 'data-test': 'discard-and-leave' },
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => modal.destroy();
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
