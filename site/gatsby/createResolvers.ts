import type { GatsbyNode } from 'gatsby';
import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import { tagSetsOf } from '../src/components/cases/tagFacets';

interface CaseTagSetsArgs {
  language: string;
  classifyIds: number[];
}

/**
 * `caseTagSets(language, classifyIds)`: the distinct tag sets of the cases in those categories,
 * with their counts (see tagFacets.ts), for a case list page's filters. Read through the node
 * model, so a page that asks for them is queried again when cases change.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      caseTagSets: {
        type: '[CaseTagSet!]!',
        args: { language: 'String!', classifyIds: '[Int!]!' },
        resolve: async (_source: unknown, args: CaseTagSetsArgs, context: { nodeModel: { findAll(query: object): Promise<{ entries: Iterable<{ tagIds: number[] }> }> } }) => {
          const { entries } = await context.nodeModel.findAll({
            type: 'CmsArticle',
            query: { filter: { language: { eq: args.language }, classifyType: { eq: CLASSIFY_TYPES.cases }, classifyId: { in: args.classifyIds } } },
          });
          return tagSetsOf(entries);
        },
      },
    },
  });
};
