import { Button, ButtonLink, DialogActions, useSession } from '@chess-portal/portal-kit';

/** The gate without a linked Lichess username: link it on the profile page, or log out. */
export function LinkAccountPrompt() {
  const { logout } = useSession();
  return (
    <>
      <p>
        Your account has no Lichess username yet. Add your Lichess username on your profile page, then come back to join
        the team.
      </p>
      <DialogActions>
        <Button variant="ghost" onClick={logout}>
          Logout
        </Button>
        {/* the way forward takes the first focus: Enter must not log the player out */}
        <ButtonLink to="/me" data-autofocus>
          Link Lichess Account
        </ButtonLink>
      </DialogActions>
    </>
  );
}
