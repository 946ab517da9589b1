// Server-rendering hooks: styled-components and react-helmet are wired by their Gatsby plugins.
export {};
