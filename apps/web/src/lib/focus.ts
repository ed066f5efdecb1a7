/**
 * A dialog's first field takes the focus once the dialog has opened (its `afterOpenChange`). The opening animation
 * ends late on a busy machine; by then a quick user may already be in another field of the dialog (a select, an
 * amount). Taking the focus back would steal their place — and a date field would open its calendar over the
 * list they are choosing from — so the first field is focused only while no field of the dialog has the focus.
 */
export function focusFirstField(testId: string): void {
  const first = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!first) return;
  const active = document.activeElement;
  const dialog = first.closest('.ant-modal');
  const inField =
    active instanceof HTMLElement &&
    !first.contains(active) &&
    !!dialog?.contains(active) &&
    active.matches('input, textarea, select, button, [contenteditable="true"]');
  if (!inField) first.focus();
}
