import type { MutateOptions } from '@tanstack/react-query';
import type { FormAnswer } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSchemaForm, type LazySchema } from '@wallart/admin-ui/forms';

type Send<V> = (values: V, options: MutateOptions<FormAnswer, Error, V>) => void;

/**
 * A form posted to the shop's inbox, checked with its shared schema. On success it says
 * `successText` and clears itself; otherwise it shows the answer's message, as the old form
 * service's answers were shown.
 */
export function useInboxForm<V extends Record<string, string>>(
  empty: V,
  schema: LazySchema,
  send: Send<V>,
  successText: string,
) {
  const t = useT();
  const form = useSchemaForm({
    initialValues: empty,
    schema,
    onSubmit: (values) =>
      send(values, {
        onSuccess: (answer) => {
          if (answer.success) {
            toast.success(successText);
            form.reset();
          } else {
            toast.error(answer.message);
          }
        },
        onError: (error) => toast.error(errorText(error, t('toast.failed'))),
      }),
  });
  return form;
}
