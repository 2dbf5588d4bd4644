/** The services base URL every test store is configured with; the msw handlers answer under it. */
export const TEST_API_URL = 'https://api.foyer.test';

/** The project id every test store is configured with. */
export const TEST_PROJECT_ID = 'test-project';
