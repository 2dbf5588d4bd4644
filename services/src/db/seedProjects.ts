import { DEFAULT_PORTS } from '@foyer/kernel';
import type { NewProject, ProjectRepository } from './ProjectRepository.js';

const DEMO_ORIGINS = [`http://127.0.0.1:${DEFAULT_PORTS.demo}`, `http://localhost:${DEFAULT_PORTS.demo}`];
/** The demo origins plus the e2e demo origin. */
const EMBEDDED_DEMO_ORIGINS = [...DEMO_ORIGINS, 'http://127.0.0.1:3100'];
/** The seeded projects a local demo page uses: they also allow the origins the stack serves the demo on. */
const DEMO_PROJECT_IDS = new Set(['foyer-demo', 'foyer-demo-basic', 'foyer-demo-minimal', 'foyer-demo-embedded', 'foyer-demo-multi']);
const ALL_SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'];

/** The projects every fresh database starts with (BRIEF "Seeded projects"). */
export const SEED_PROJECTS: readonly NewProject[] = [
  {
    id: 'foyer-demo',
    name: 'Foyer demo',
    // Every feature that works (spec's default remote features): what `npm start` shows a newcomer.
    features: [
      { id: 'receive', isEnabled: true, config: null },
      { id: 'email', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: ALL_SOCIALS },
      { id: 'multiWallet', isEnabled: true, config: null },
      { id: 'names', isEnabled: true, config: null },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'send', isEnabled: true, config: null },
      { id: 'swaps', isEnabled: true, config: ['foyer-amm'] },
      { id: 'onramp', isEnabled: true, config: ['foyer-dev'] },
    ],
    allowedOrigins: EMBEDDED_DEMO_ORIGINS,
    analyticsEnabled: true,
  },
  {
    id: 'foyer-demo-basic',
    name: 'Foyer demo (wallets and receive only)',
    features: [{ id: 'receive', isEnabled: true, config: null }],
    allowedOrigins: DEMO_ORIGINS,
    analyticsEnabled: true,
  },
  {
    id: 'foyer-demo-minimal',
    name: 'Foyer demo (every feature off)',
    features: [],
    allowedOrigins: DEMO_ORIGINS,
    analyticsEnabled: false,
  },
  {
    id: 'foyer-demo-embedded',
    name: 'Foyer demo (embedded wallet: email and socials)',
    features: [
      { id: 'email', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: ALL_SOCIALS },
    ],
    allowedOrigins: EMBEDDED_DEMO_ORIGINS,
    analyticsEnabled: true,
  },
  {
    id: 'foyer-demo-multi',
    name: 'Foyer demo (multi-wallet)',
    features: [
      { id: 'receive', isEnabled: true, config: null },
      { id: 'multiWallet', isEnabled: true, config: null },
    ],
    allowedOrigins: EMBEDDED_DEMO_ORIGINS,
    analyticsEnabled: true,
  },
];

/**
 * Inserts the seed projects that are missing; existing rows (maybe edited by hand) are kept.
 * Idempotent. `demoOrigins` (the origins the demo is really served on, e.g. another
 * `FOYER_DEMO_PORT`) are added to the demo projects' allowed origins when they are inserted.
 * @example
 * await seedProjects(projects, { demoOrigins: ['http://127.0.0.1:4000'] })
 */
export async function seedProjects(projects: ProjectRepository, { demoOrigins = [] }: { demoOrigins?: readonly string[] } = {}): Promise<string[]> {
  const inserted: string[] = [];
  for (const project of SEED_PROJECTS) {
    const allowedOrigins = DEMO_PROJECT_IDS.has(project.id)
      ? [...new Set([...project.allowedOrigins, ...demoOrigins])]
      : project.allowedOrigins;
    if (await projects.insertIfMissing({ ...project, allowedOrigins })) inserted.push(project.id);
  }
  return inserted;
}
