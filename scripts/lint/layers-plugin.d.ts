// Types for layers-plugin.js, which ESLint loads as plain JavaScript; the rule tests import it.
import type { Rule } from 'eslint';

declare const layers: {
  meta: { name: string };
  rules: { 'import-extensions': Rule.RuleModule; 'restricted-paths': Rule.RuleModule };
};
export default layers;
