// One style for the whole tree, applied once and checked by the lint stage of `npm test`.
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
