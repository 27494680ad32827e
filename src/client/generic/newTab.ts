/** What of a click says where the user wants it opened (a DOM or a React mouse event). */
type ClickKind = Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'button'>;

/** A click a browser opens in another tab or window when it lands on a link: Ctrl, ⌘ or Shift held, or the middle button. */
export function opensElsewhere(event: ClickKind): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1;
}

/** Opens a page of the portal in a new tab, as a link clicked so would; this tab stays where it is. */
export function openInNewTab(path: string): void {
  window.open(path, '_blank', 'noopener');
}
