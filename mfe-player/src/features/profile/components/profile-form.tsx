import { profileSchema, type Profile, type ProfileBody, type ProfileFormValues } from '@chess-portal/contracts';
import { Button, errorMessage, TextField, toast, useSession } from '@chess-portal/portal-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormStack } from '../../../components/form-page';
import { useUpdateProfile } from '../api/update-profile';
import { LichessLink } from './lichess-link';

type Values = { username: string; email: string; lichessUsername: string; upiId: string; whatsappNumber: string };

const valuesOf = (p: Profile): Values => ({
  username: p.username,
  email: p.email,
  lichessUsername: p.lichessUsername ?? '',
  upiId: p.upiId ?? '',
  whatsappNumber: p.whatsappNumber ?? '',
});

/** The save, with product.md §8's outcomes: toast, or the server message (the form goes back to the stored values). */
function useSave(profile: Profile, reset: (values: Values) => void) {
  const { setUser } = useSession();
  const update = useUpdateProfile();
  const save = async (body: ProfileBody) => {
    try {
      const saved = await update.mutateAsync(body);
      setUser(saved.user);
      reset(valuesOf(saved.profile));
      // a new e-mail address waits for the link sent to it: the server's message says so
      const note = saved.message.replace(/^Profile updated successfully\.?\s*/, '');
      toast.success('Profile updated successfully', note ? { description: note } : undefined);
    } catch (error) {
      reset(valuesOf(profile));
      toast.error(errorMessage(error, 'Failed to update profile. Please try again.'));
    }
  };
  return { save, saving: update.isPending };
}

/**
 * The form follows the profile as it is read again (e.g. the UPI id an organizer application has
 * just stored), so it never shows, and then saves, an older copy; a form being edited is left alone.
 */
function useFollowProfile(profile: Profile, form: UseFormReturn<ProfileFormValues, unknown, ProfileBody>) {
  const stored = JSON.stringify(valuesOf(profile));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(stored) as Values);
  }, [stored, form]);
}

/**
 * product.md §5 profile form: username, e-mail, Lichess username, UPI ID, WhatsApp number. The Lichess
 * username is the result of signing in with Lichess, not free text: it can be unlinked here.
 */
export function ProfileForm({ profile, go }: { profile: Profile; go?: (url: string) => void }) {
  const form = useForm<ProfileFormValues, unknown, ProfileBody>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(profile),
  });
  useFollowProfile(profile, form);
  const { save, saving } = useSave(profile, (values) => form.reset(values));
  const { errors } = form.formState;
  const lichessName = form.watch('lichessUsername') ?? '';
  const proven = profile.lichessVerified && lichessName === (profile.lichessUsername ?? '');
  return (
    <FormStack onSubmit={form.handleSubmit(save)} noValidate aria-label="Profile">
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Lichess username"
        readOnly
        placeholder="Not linked"
        hint={
          lichessName
            ? 'From signing in with Lichess. To link a different account, sign in with Lichess again.'
            : 'Sign in with Lichess to link your account; no password or permission is shared.'
        }
        error={errors.lichessUsername?.message}
        {...form.register('lichessUsername')}
      />
      <LichessLink
        name={lichessName}
        verified={proven}
        go={go}
        onUnlink={() => form.setValue('lichessUsername', '', { shouldDirty: true })}
      />
      <TextField
        label="UPI ID"
        placeholder="username@paytm"
        hint="Optional; organizers receive entry fees here"
        error={errors.upiId?.message}
        {...form.register('upiId')}
      />
      <TextField
        label="WhatsApp number"
        type="tel"
        autoComplete="tel"
        placeholder="+919876543210"
        hint="Optional"
        error={errors.whatsappNumber?.message}
        {...form.register('whatsappNumber')}
      />
      <Button type="submit" size="lg" loading={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </FormStack>
  );
}
