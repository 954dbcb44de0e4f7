import { useState, type FormEvent } from 'react';
import type { MutateOptions } from '@tanstack/react-query';
import type { FormAnswer } from '@wallart/domain/rules';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';

type Send<V> = (values: V, options: MutateOptions<FormAnswer, Error, V>) => void;

/**
 * A form posted to the shop's inbox. On success it says `successText` and clears itself;
 * otherwise it shows the answer's message, as the old form service's answers were shown.
 */
export function useInboxForm<V extends Record<string, string>>(
  empty: V,
  send: Send<V>,
  successText: string,
) {
  const [values, setValues] = useState(empty);
  const set = (field: keyof V) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(values, {
      onSuccess: (answer) => {
        if (answer.success) {
          toast.success(successText);
          setValues(empty);
        } else {
          toast.error(answer.message);
        }
      },
      onError: (error) => toast.error(errorText(error, 'Something went wrong')),
    });
  };

  return { values, set, onSubmit };
}
