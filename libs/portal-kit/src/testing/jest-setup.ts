// setupFilesAfterEnv for every jsdom workspace (portal-kit, shell, remotes).
import '@testing-library/jest-dom';
