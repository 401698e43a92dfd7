// Async boundary: shared singletons are negotiated before any app code runs (standalone dev only;
// the shell loads './app' through the manifest).
import('./bootstrap');
