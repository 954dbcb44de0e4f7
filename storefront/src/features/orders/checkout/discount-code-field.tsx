import { useState, type FormEvent } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { discountRefusalSentence, formatLKR, type DiscountCheck } from '@wallart/domain/rules';
import { ruleText } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/i18n';

/** Why a code does not apply, in a sentence of the page's language. */
export function codeRefusal(reason: string): string {
  const sentence = discountRefusalSentence(reason);
  return ruleText(sentence) ?? sentence;
}

export interface DiscountCodeFieldProps {
  /** The code the shopper applied, or null. */
  applied: string | null;
  /** The server's answer for it: what it takes off, while it is being asked, or why not. */
  check: { data?: DiscountCheck | undefined; isFetching: boolean; error: Error | null };
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * One discount code at checkout (PRODUCT §9): typed, applied, and the server's answer shown
 * right under it — what it takes off, or the plain reason it does not apply.
 */
export function DiscountCodeField({ applied, check, onApply, onRemove }: DiscountCodeFieldProps) {
  const t = useT();
  const [text, setText] = useState(applied ?? '');
  const taken = applied !== null && check.data && !check.isFetching ? check.data : null;
  const reason = applied !== null && check.error && !check.isFetching ? check.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim().toUpperCase();
    if (!code) return;
    setText(code);
    onApply(code);
  };

  return (
    <form onSubmit={submit} aria-label={t('checkout.code')} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('checkout.code')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: 1 }}
          error={reason && codeRefusal(reason)}
          description={
            taken && (
              <Text component="span" fz="sm" c="teal.9" role="status">
                {t('checkout.codeTaken', { code: taken.code, amount: formatLKR(taken.discount) })}
              </Text>
            )
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {applied !== null && (taken || reason) && text.trim().toUpperCase() === applied ? (
          <Button variant="default" mt={25} onClick={() => (setText(''), onRemove())}>
            {t('checkout.remove')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="outline"
            mt={25}
            loading={applied !== null && check.isFetching}
            disabled={!text.trim()}
          >
            {t('checkout.apply')}
          </Button>
        )}
      </Group>
    </form>
  );
}
