declare module 'graphql-depth-limit' {
  import type { ValidationContext, ASTVisitor } from 'graphql';
  export default function depthLimit(maxDepth: number): (context: ValidationContext) => ASTVisitor;
}
