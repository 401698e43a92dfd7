import { LichessConnectionCard } from '../features/lichess-connection';
import { ProfilePage } from '../features/profile';

/** /me and /profile: the profile with the Lichess connection card (features meet here). */
export function ProfileWithLichess() {
  return <ProfilePage lichessConnection={<LichessConnectionCard />} />;
}
