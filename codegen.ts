/** Typed documents for the console: `npm run generate:web`. Never edit web/src/gql by hand. */
import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

const config: CodegenConfig = {
  overwrite: true,
  schema: "schema/schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**/*"],
  ignoreNoDocuments: false,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
        // web/src/gql/persisted-documents.json: the console's documents by sha256, the gateway's trusted documents
        // (docs/scale-contract.md section 2).
        persistedDocuments: { hashAlgorithm: "sha256" },
      },
      // The gateway runs the manifest's text for a hash, so it must ask for what Apollo's cache needs to normalize
      // answers: `__typename` on every object, as Apollo Client adds it to the documents it sends.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: "unknown",
        scalars: { DateTime: "string", Money: "string" },
      },
    },
  },
};

export default config;
