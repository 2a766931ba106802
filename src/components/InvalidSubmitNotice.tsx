import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Put inside a react-admin form that sets `disableInvalidFormNotification`: a submit the form's own rules
 * refuse shows 001 §5's "Please fill in all required fields." (`ra.message.invalid_form`, translated); a
 * refusal from the server is already shown under its field, so it adds no snackbar of its own.
 */
export function InvalidSubmitNotice() {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const own = Object.values(errors).some((e) => e && e.type !== 'server');
    if (own) notify('ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, notify]);
  return null;
}
