import { headers } from 'next/headers';
import { FoyerApp } from './FoyerApp';

/**
 * A server component: it reads the request's cookies (the session `persistFoyerState` wrote) and
 * hands them to the client tree, which renders the button and the hooks on the server too.
 */
export default async function Page() {
  const cookies = (await headers()).get('cookie');
  return (
    <FoyerApp
      cookies={cookies}
      apiUrl={process.env.FOYER_API_URL ?? 'http://127.0.0.1:3010'}
      projectId={process.env.FOYER_PROJECT_ID ?? 'foyer-demo-basic'}
      devNodeUrl={process.env.FOYER_DEV_NODE_URL}
    />
  );
}
