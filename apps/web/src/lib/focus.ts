/**
 * A dialog's first field takes the focus once the dialog has opened (its `afterOpenChange`). The opening animation
 * ends late on a busy machine; by then a quick user may already be in another field of the dialog (a select, an
 * amount). Taking the focus back would steal their place — and a date field would open its calendar over the
 * list they are choosing from — so the first field is focused only while no field of the dialog has the focus
 * (the first field itself included: focusing it again would close the list the user just opened).
 */
export function focusFirstField(testId: string): void {
  const first = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!first) return;
  const active = document.activeElement;
  // already in the first field (e.g. its list is open): focusing it again would close that list
  if (active && first.contains(active)) return;
  const dialog = first.closest('.ant-modal');
  // any control of the dialog holds the focus (an input, or a select whose focus sits on its own element) — not the
  // dialog itself nor its focus-trap sentinels, which hold it right after opening
  const inField =
    active instanceof HTMLElement &&
    !!dialog?.contains(active) &&
    !active.matches(
      '[data-sentinel], [aria-hidden="true"], .ant-modal, .ant-modal-content, .ant-modal-container, .ant-modal-body',
    );
  if (!inField) first.focus();
}
