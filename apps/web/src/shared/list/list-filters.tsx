import { localizeIssue } from '@portal/contract';
import { Form } from 'antd';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { i18n } from '../i18n/i18n';
import { apiLang } from '../i18n/languages';
import { type AnyListDefinition, type FilterFormValues, filterIssues } from './list-definition';
import { QueryForm } from './query-form';

const DefinitionContext = createContext<AnyListDefinition | null>(null);

interface ListFiltersProps {
  /** The list screen (`useListScreen`): its filters as form values, Search and Reset. */
  screen: {
    definition: AnyListDefinition;
    formValues: FilterFormValues<AnyListDefinition['filters']>;
    search(values: FilterFormValues<AnyListDefinition['filters']>): void;
    reset(): void;
  };
  /** The filter fields, each a `ListFilter`; null for a field the viewer is not offered. */
  children: ReactElement | (ReactElement | null)[];
}

/** A list's filter form: the address's filters in its fields, Search (always asking again) and Reset. */
export function ListFilters({ screen, children }: ListFiltersProps) {
  return (
    <DefinitionContext.Provider value={screen.definition}>
      <QueryForm values={screen.formValues} onSearch={screen.search} onReset={screen.reset}>
        {children}
      </QueryForm>
    </DefinitionContext.Provider>
  );
}

interface ListFilterProps {
  /** A filter field of the list's definition. */
  name: string;
  label: string;
  children: ReactNode;
}

/**
 * One filter field. Its value is checked by the contract's filter schema as the address would
 * carry it (at most 5000 batch lines, a name not too long), and refused under the field.
 */
export function ListFilter({ name, label, children }: ListFilterProps) {
  const definition = useContext(DefinitionContext);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            const issue = definition ? filterIssues(definition, name, value) : undefined;
            if (issue) throw new Error(localizeIssue(issue, apiLang(i18n.language), { label }));
          },
        },
      ]}
    >
      {children}
    </Form.Item>
  );
}
