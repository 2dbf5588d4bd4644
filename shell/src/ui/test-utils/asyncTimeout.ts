import { configure } from '@testing-library/react';

/**
 * Gives findBy / waitFor 5 s instead of 1 s: on the shared 2-core CI machine a debounced search
 * plus two msw round trips can take longer than the default while other suites run.
 */
configure({ asyncUtilTimeout: 5_000 });
