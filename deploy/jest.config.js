// Validates the deployment descriptions: docker-compose.yml (Debian docker-compose) and the Kubernetes
// overlays under k8s/ (kubectl kustomize, then the Kubernetes schemas), the lock file (npm ci accepts
// it) and the Dockerfiles' build stages, run without Docker (test/image-builds.test.ts: an npm ci and
// the builds, minutes; its steps set their own timeouts). Needs the Debian packages `docker-compose`
// and `kubectl`; `npm test` installs them when run as root with apt.
module.exports = require('../jest.base').workspaceJestConfig(__dirname, { testTimeout: 60000 });
