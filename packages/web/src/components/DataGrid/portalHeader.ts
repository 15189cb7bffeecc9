/**
 * The grid runs as plain AG Grid (its rows and cells are drawn without React, which keeps
 * scrolling a large result cheap); column headers are still React components (`GridHeader`, with
 * antd menus): this header shell hands its element and params to the owning React component,
 * which renders the header into it through a portal (so theme and context carry over).
 */
import type { IHeaderComp, IHeaderParams } from 'ag-grid-community';

export interface HeaderHost {
  mountHeader: (el: HTMLElement, params: IHeaderParams) => void;
  unmountHeader: (el: HTMLElement) => void;
}

export class PortalHeader implements IHeaderComp {
  private readonly el = document.createElement('div');
  private host: HeaderHost | null = null;

  init(params: IHeaderParams): void {
    this.el.style.cssText = 'display:flex;align-items:center;width:100%;height:100%';
    this.host = params.context as HeaderHost;
    this.host.mountHeader(this.el, params);
  }

  getGui(): HTMLElement {
    return this.el;
  }

  refresh(params: IHeaderParams): boolean {
    this.host?.mountHeader(this.el, params);
    return true;
  }

  destroy(): void {
    this.host?.unmountHeader(this.el);
  }
}
