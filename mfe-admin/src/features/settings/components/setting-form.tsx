import type { GlobalSettingKey } from '@chess-portal/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, errorMessage, toast } from '@chess-portal/portal-kit';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useSaveSetting } from '../api/save-setting';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export type SettingFormProps = {
  title: string;
  description: string;
  settingKey: GlobalSettingKey;
  exists: boolean;
  /** The product.md §8 toasts for this setting. */
  messages: { ok: string; failed: string };
  onSubmit: (handler: (value: string | number) => Promise<void>) => (e?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
};

/** A card with one setting's form; saving picks PUT or POST and shows the toasts of product.md §8. */
export function SettingForm({
  title,
  description,
  settingKey,
  exists,
  messages,
  onSubmit,
  children,
}: SettingFormProps) {
  const save = useSaveSetting();
  const titleId = `setting-${settingKey}`;
  const handler = onSubmit(async (value) => {
    try {
      await save.mutateAsync({ key: settingKey, value, exists, description });
      toast.success(messages.ok);
    } catch (e) {
      toast.error(messages.failed, { description: errorMessage(e, 'Please try again.') });
    }
  });
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <div>
          <CardTitle id={titleId} as="h2">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <Form onSubmit={handler} noValidate>
        {children}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </Form>
    </Card>
  );
}
