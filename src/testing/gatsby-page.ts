/** The end of a page as Gatsby 5 writes it: its page path, then the stitched scripts slice. */
export const gatsbyPage = (pagePath: string) =>
  `<html><head><script>var theme=1</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->\n<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n</script>` +
  `<script>window.___webpackCompilationHash="b491ec9c";</script><script src="/app-1.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
