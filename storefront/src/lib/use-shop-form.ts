import { useEffect, useState } from 'react';
import { useSchemaForm, type SchemaFormOptions } from '@wallart/admin-ui/forms';
import { loadRuleTexts, ruleText } from '../i18n/catalogues';

/**
 * A shop form: the admin's schema form, its errors in the page's language. The rules' texts
 * load with the form, which draws again once they are there; an error they do not know keeps
 * the rule's own words.
 */
export function useShopForm<V extends object, O = unknown>(options: SchemaFormOptions<V, O>) {
  const [, setRulesLoaded] = useState(false);
  useEffect(() => {
    loadRuleTexts().then(
      () => setRulesLoaded(true),
      () => undefined,
    );
  }, []);
  return useSchemaForm<V, O>({ ...options, describe: (message) => ruleText(message) ?? message });
}
