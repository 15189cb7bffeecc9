/** "5 minutes ago" for `changed_on_delta_humanized`: core's, shared with the pages that refresh it. */
export { naturalTime } from '@meridian/core';
