// A Gatsby plugin needs an entry file; this one only hooks into the build (gatsby-node.ts).
