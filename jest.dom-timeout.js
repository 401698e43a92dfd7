// jsdom projects: remote pages and the shell's sign-in screen are lazy chunks (React.lazy), so a test
// file's first findBy waits for the page module to load and compile, which took over a second (the
// Testing Library default) on the busy 2-core machine. Wait up to 5 s instead.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
