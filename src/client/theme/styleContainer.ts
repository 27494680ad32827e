let container: HTMLElement | undefined;

/**
 * Where antd writes the styles it makes in the page: an element of their own at the start of the head. antd looks
 * for its existing style element among the container's children each time a component mounts (twice per component:
 * its theme's and its own CSS variables), and the head also holds the page's module preloads (some 150 on a list
 * page, a tenth of its time to rows spent passing over them). At the head's start, before the stylesheets, as antd
 * itself puts its styles: a style element applies wherever it stands in the document.
 */
export function antdStyleContainer(): HTMLElement {
  if (!container) {
    container = document.createElement('div');
    container.dataset.antdStyles = '';
    document.head.prepend(container);
  }
  return container;
}
