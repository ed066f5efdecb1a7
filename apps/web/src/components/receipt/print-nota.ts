/** Prints only the receipt: while `k-print-nota` is on the body, the print rules of receipt.css hide the rest. */
export function printNota(): void {
  document.body.classList.add('k-print-nota');
  try {
    window.print();
  } finally {
    setTimeout(() => document.body.classList.remove('k-print-nota'), 500);
  }
}
