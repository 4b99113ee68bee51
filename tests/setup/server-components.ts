import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type TAsyncComponent = (props: unknown) => Promise<ReactNode>;
const isAsyncComponent = (type: unknown): type is TAsyncComponent => typeof type === 'function' && type.constructor.name === 'AsyncFunction';

/**
 * A server component's output with every async server component inside it rendered (awaited), so
 * that Testing Library, which renders on the client, can render the whole tree.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map((child: ReactNode) => resolveServerTree(child)));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (isAsyncComponent(element.type)) return resolveServerTree(await element.type(element.props));
  const { children } = element.props;
  if (children === undefined) return element;
  const resolved = await Promise.all(Children.toArray(children).map((child) => resolveServerTree(child)));
  return cloneElement(element, undefined, ...resolved);
}
