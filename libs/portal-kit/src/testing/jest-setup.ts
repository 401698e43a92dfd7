// setupFilesAfterEnv for every jsdom workspace (portal-kit, shell, remotes).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* / waitFor wait up to 5 s, not 1 s: the first render of a lazily loaded screen on a busy 2-core
// machine can take longer than a second, and a wait that ends early is a flake, not a finding.
configure({ asyncUtilTimeout: 5000 });
