// .mjs rather than .cjs: the root ESLint config lints .js/.mjs without type information, .cjs not.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
