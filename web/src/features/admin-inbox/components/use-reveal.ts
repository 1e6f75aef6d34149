// An action that opens a short form in place (hide a review, resolve a claim): the form's field takes
// focus when it opens, and cancelling puts focus back on the button that opened it.
import { useEffect, useId, useRef, useState } from 'react';

export function useReveal() {
  const openerId = `${useId()}-open`;
  const [open, setOpen] = useState(false);
  // Set by Cancel only: after a success the item itself changed and the notice takes the attention.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      document.getElementById(openerId)?.focus();
    }
  }, [open, openerId]);
  return {
    open,
    openerId,
    show: () => setOpen(true),
    /** Closes after a success. */
    done: () => setOpen(false),
    /** Closes on Cancel, back to the opener. */
    cancel: () => {
      returnFocus.current = true;
      setOpen(false);
    },
  };
}
