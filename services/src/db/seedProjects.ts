import type { NewProject, ProjectRepository } from './ProjectRepository.js';

const DEMO_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];

/** The projects every fresh database starts with (BRIEF "Seeded projects"). */
export const SEED_PROJECTS: readonly NewProject[] = [
  {
    id: 'foyer-demo',
    name: 'Foyer demo',
    // Unlisted features (send, swaps, onramp, email, socials, activity, multiWallet, pay, names) are off.
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
];

/** Inserts the seed projects that are missing; existing rows (maybe edited by hand) are kept. Idempotent. */
export async function seedProjects(projects: ProjectRepository): Promise<string[]> {
  const inserted: string[] = [];
  for (const project of SEED_PROJECTS) {
    if (await projects.insertIfMissing(project)) inserted.push(project.id);
  }
  return inserted;
}
