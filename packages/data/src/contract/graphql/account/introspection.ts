/* Generated from src/contract/graphql/account.graphql by packages/data/scripts/graphql-introspection.ts; do not edit. */

export const introspection = {
  __schema: {
    queryType: {
      name: 'Query',
      kind: 'OBJECT',
    },
    mutationType: {
      name: 'Mutation',
      kind: 'OBJECT',
    },
    subscriptionType: null,
    types: [
      {
        kind: 'OBJECT',
        name: 'Query',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'getEmailNotices',
            args: [
              {
                name: 'userId',
                type: {
                  kind: 'SCALAR',
                  name: 'Int',
                  ofType: null,
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'EmailNotices',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'subscriptionStatus',
            args: [
              {
                name: 'email',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'String',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'token',
                type: {
                  kind: 'SCALAR',
                  name: 'String',
                  ofType: null,
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'SubscriptionGroup',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'todoListsByUserId',
            args: [
              {
                name: 'userId',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'Int',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'TodoList',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'SCALAR',
        name: 'Int',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'SCALAR',
        name: 'String',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'Mutation',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'setEmailNotices',
            args: [
              {
                name: 'userId',
                type: {
                  kind: 'SCALAR',
                  name: 'Int',
                  ofType: null,
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'emailNoticesFlag',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'EmailNotices',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'updateAllSubscriptions',
            args: [
              {
                name: 'email',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'String',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'groupShortCodes',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: null,
                    kind: 'LIST',
                    ofType: {
                      name: null,
                      kind: 'NON_NULL',
                      ofType: {
                        name: 'String',
                        kind: 'SCALAR',
                        ofType: null,
                      },
                    },
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'source',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'SubscriptionSource',
                    kind: 'ENUM',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'token',
                type: {
                  kind: 'SCALAR',
                  name: 'String',
                  ofType: null,
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'SubscriptionGroup',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'sendAccountRemovalRequest',
            args: [
              {
                name: 'email',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'String',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
              {
                name: 'reason',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'String',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: null,
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'AccountRemovalRequest',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'SCALAR',
        name: 'Boolean',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'EmailNotices',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'userId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'emailNoticesFlag',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'Boolean',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'ENUM',
        name: 'SubscriptionSource',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: [
          {
            name: 'BACKPORCH',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'SUBSCRIPTION_PAGE',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'EMAIL_LINK',
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'SubscriptionGroup',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'shortCode',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'uiName',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'uiDescription',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isUnsubscribed',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'children',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'SubscriptionGroup',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'TodoList',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'todoListId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'userId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'createdAt',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'externalIdType',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'externalId',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'items',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'TodoItem',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'TodoItem',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'todoItemId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'todoText',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'notes',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'state',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'createdAt',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'tags',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: 'TodoItemTag',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'reminder',
            args: [],
            type: {
              kind: 'OBJECT',
              name: 'TodoReminder',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'TodoItemTag',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'todoItemTagId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'tagKey',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'tagValue',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'createdAt',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'TodoReminder',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'id',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'reminderDate',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: 'AccountRemovalRequest',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'requestId',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Int',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'email',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'reason',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'createdAt',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__Schema',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'types',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: '__Type',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'queryType',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: '__Type',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'mutationType',
            args: [],
            type: {
              kind: 'OBJECT',
              name: '__Type',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'subscriptionType',
            args: [],
            type: {
              kind: 'OBJECT',
              name: '__Type',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'directives',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'NON_NULL',
                  name: null,
                  ofType: {
                    name: 'Boolean',
                    kind: 'SCALAR',
                    ofType: null,
                  },
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: '__Directive',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__Type',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'kind',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: '__TypeKind',
                kind: 'ENUM',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'name',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'specifiedByURL',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'fields',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'LIST',
              name: null,
              ofType: {
                name: null,
                kind: 'NON_NULL',
                ofType: {
                  name: '__Field',
                  kind: 'OBJECT',
                  ofType: null,
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'interfaces',
            args: [],
            type: {
              kind: 'LIST',
              name: null,
              ofType: {
                name: null,
                kind: 'NON_NULL',
                ofType: {
                  name: '__Type',
                  kind: 'OBJECT',
                  ofType: null,
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'possibleTypes',
            args: [],
            type: {
              kind: 'LIST',
              name: null,
              ofType: {
                name: null,
                kind: 'NON_NULL',
                ofType: {
                  name: '__Type',
                  kind: 'OBJECT',
                  ofType: null,
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'enumValues',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'LIST',
              name: null,
              ofType: {
                name: null,
                kind: 'NON_NULL',
                ofType: {
                  name: '__EnumValue',
                  kind: 'OBJECT',
                  ofType: null,
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'inputFields',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'LIST',
              name: null,
              ofType: {
                name: null,
                kind: 'NON_NULL',
                ofType: {
                  name: '__InputValue',
                  kind: 'OBJECT',
                  ofType: null,
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'ofType',
            args: [],
            type: {
              kind: 'OBJECT',
              name: '__Type',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isOneOf',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'Boolean',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'ENUM',
        name: '__TypeKind',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: [
          {
            name: 'SCALAR',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'OBJECT',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INTERFACE',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'UNION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'ENUM',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INPUT_OBJECT',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'LIST',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'NON_NULL',
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__Field',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'name',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'args',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: '__InputValue',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'type',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: '__Type',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isDeprecated',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'deprecationReason',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__InputValue',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'name',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'type',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: '__Type',
                kind: 'OBJECT',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'defaultValue',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isDeprecated',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'deprecationReason',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__EnumValue',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'name',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isDeprecated',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'deprecationReason',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'OBJECT',
        name: '__Directive',
        specifiedByURL: null,
        isOneOf: null,
        fields: [
          {
            name: 'name',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'description',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isRepeatable',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'locations',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: '__DirectiveLocation',
                    kind: 'ENUM',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'args',
            args: [
              {
                name: 'includeDeprecated',
                type: {
                  kind: 'SCALAR',
                  name: 'Boolean',
                  ofType: null,
                },
                defaultValue: 'false',
                isDeprecated: false,
                deprecationReason: null,
              },
            ],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: null,
                kind: 'LIST',
                ofType: {
                  name: null,
                  kind: 'NON_NULL',
                  ofType: {
                    name: '__InputValue',
                    kind: 'OBJECT',
                    ofType: null,
                  },
                },
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'isDeprecated',
            args: [],
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'deprecationReason',
            args: [],
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        inputFields: null,
        interfaces: [],
        enumValues: null,
        possibleTypes: null,
      },
      {
        kind: 'ENUM',
        name: '__DirectiveLocation',
        specifiedByURL: null,
        isOneOf: null,
        fields: null,
        inputFields: null,
        interfaces: null,
        enumValues: [
          {
            name: 'QUERY',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'MUTATION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'SUBSCRIPTION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'FIELD',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'FRAGMENT_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'FRAGMENT_SPREAD',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INLINE_FRAGMENT',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'VARIABLE_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'SCHEMA',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'SCALAR',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'OBJECT',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'FIELD_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'ARGUMENT_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INTERFACE',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'UNION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'ENUM',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'ENUM_VALUE',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INPUT_OBJECT',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'INPUT_FIELD_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
          {
            name: 'DIRECTIVE_DEFINITION',
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
        possibleTypes: null,
      },
    ],
    directives: [
      {
        name: 'include',
        isRepeatable: false,
        isDeprecated: false,
        deprecationReason: null,
        locations: ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT'],
        args: [
          {
            name: 'if',
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            defaultValue: null,
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
      },
      {
        name: 'skip',
        isRepeatable: false,
        isDeprecated: false,
        deprecationReason: null,
        locations: ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT'],
        args: [
          {
            name: 'if',
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'Boolean',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            defaultValue: null,
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
      },
      {
        name: 'deprecated',
        isRepeatable: false,
        isDeprecated: false,
        deprecationReason: null,
        locations: [
          'FIELD_DEFINITION',
          'ARGUMENT_DEFINITION',
          'INPUT_FIELD_DEFINITION',
          'ENUM_VALUE',
          'DIRECTIVE_DEFINITION',
        ],
        args: [
          {
            name: 'reason',
            type: {
              kind: 'SCALAR',
              name: 'String',
              ofType: null,
            },
            defaultValue: '"No longer supported"',
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
      },
      {
        name: 'specifiedBy',
        isRepeatable: false,
        isDeprecated: false,
        deprecationReason: null,
        locations: ['SCALAR'],
        args: [
          {
            name: 'url',
            type: {
              kind: 'NON_NULL',
              name: null,
              ofType: {
                name: 'String',
                kind: 'SCALAR',
                ofType: null,
              },
            },
            defaultValue: null,
            isDeprecated: false,
            deprecationReason: null,
          },
        ],
      },
      {
        name: 'oneOf',
        isRepeatable: false,
        isDeprecated: false,
        deprecationReason: null,
        locations: ['INPUT_OBJECT'],
        args: [],
      },
    ],
  },
} as const;
