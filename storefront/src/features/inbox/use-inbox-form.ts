import type { MutateOptions } from '@tanstack/react-query';
import type { FormAnswer } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { ruleText } from '../../i18n/catalogues';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import type { LazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';

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
  const form = useShopForm({
    initialValues: empty,
    schema,
    onSubmit: (values) =>
      send(values, {
        onSuccess: (answer) => {
          if (answer.success) {
            toast.success(successText);
            form.reset();
          } else {
            toast.error(ruleText(answer.message) ?? t('toast.failed'));
          }
        },
        onError: (error) => toast.error(messageOf(error, t('toast.failed'))),
      }),
  });
  return form;
}
