import {
  contentAnswerSchema,
  contentKeyParamSchema,
  contentQuerySchema,
  contentSaveSchema,
} from '../../content/content.schemas';
import { apiRoutes } from '../api-routes';
import { defineEndpoints, json } from './endpoint';

const answer = contentAnswerSchema.meta({ id: 'Content' });

export const contentEndpoints = defineEndpoints('Content', apiRoutes.content, {
  read: {
    summary:
      'A shop text (Markdown) in a language, English when it has none, with the settings it names',
    params: contentKeyParamSchema,
    query: contentQuerySchema,
    answers: [json(200, 'The text', answer)],
    errors: ['invalid'],
  },
  save: {
    summary: 'Replace a shop text in one language (audited)',
    params: contentKeyParamSchema,
    body: { schema: contentSaveSchema },
    answers: [json(200, 'The text as now shown', answer)],
    errors: ['invalid'],
  },
});
