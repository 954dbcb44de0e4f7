import { Button, Group, TextInput } from '@mantine/core';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useSendAccountCode } from '../account.queries';

interface AccountCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

/**
 * For an account made by Google sign-in, which has no password: a code mailed to its address
 * proves it is the owner. The button asks for one; the field takes its six digits.
 */
export function AccountCodeField({ value, onChange, error, label }: AccountCodeFieldProps) {
  const send = useSendAccountCode();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={label ?? 'Code from your e-mail'}
        description="6 digits, valid for 10 minutes"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        style={{ flex: '1 1 200px' }}
      />
      <Button
        variant="light"
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (problem) => toast.error(messageOf(problem, 'The code could not be sent')),
          })
        }
      >
        Email me a code
      </Button>
    </Group>
  );
}
