// Tests log nothing unless LOG_LEVEL says otherwise (CONVENTIONS.md: `silent` in tests).
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
