/// TemplateEngine: the Stencil-like engine (lexer, parser, nodes, filters, loader). See docs/template-language.md.
