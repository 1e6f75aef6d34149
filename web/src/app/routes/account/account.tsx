// /account (a signed-in customer or pro): who they are, and "Your data": download everything Ilé holds,
// offers by text (asked apart from booking texts), and deleting the account. After deleting, the
// home page says so; the server has already signed them out.
import { formatNigerianPhone } from '@ile/domain';
import { ButtonLink, Card, Container } from '../../../components/ui/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { paths } from '../../../config/routes.ts';
import { useSettledNavigate } from '../../settled-navigate.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { ACCOUNT_DELETED_STATE, YourData } from '../../../features/personal-data/index.ts';
import './account.css';

export function AccountScreen() {
  const user = useCurrentUserState();
  // Settled: the home page must be on screen before the app is signed out (see useDeleteMyAccount).
  const navigate = useSettledNavigate();
  // The guard lets only a signed-in customer or pro in; until then there is nothing to show.
  if (!user) return null;
  return (
    <Container className="account">
      <DocumentTitle>My account · Ilé</DocumentTitle>
      <h1>My account</h1>
      <Card className="account__who">
        <p className="account__name">{user.name}</p>
        <p>{formatNigerianPhone(user.phone)}</p>
        {user.email ? <p>{user.email}</p> : null}
        <ButtonLink to={user.role === 'pro' ? paths.proJobs : paths.dashboard} variant="secondary" size="sm">
          {user.role === 'pro' ? 'My jobs' : 'My bookings'}
        </ButtonLink>
      </Card>
      <YourData marketingTexts={user.marketingTexts} onDeleted={() => navigate(paths.home, { replace: true, state: ACCOUNT_DELETED_STATE })} />
    </Container>
  );
}
