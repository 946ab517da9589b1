// Webpack turns an imported font file into its URL; Jest gets this stand-in URL.
module.exports = '/static/file.woff2';
