/** Font files imported for their URL (webpack's asset modules). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
