import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Flex, theme } from 'antd';

/** A column the cards drop into: the pool of unassigned orders, or a route's stops in order. */
export function Column({ id, ids, children }: { id: string; ids: string[]; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const { token } = theme.useToken();
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      <Flex
        ref={setNodeRef}
        vertical
        gap={6}
        style={{
          minHeight: 80,
          padding: 6,
          borderRadius: 8,
          background: isOver ? token.colorPrimaryBg : undefined,
        }}
        data-testid={`board-column-${id}`}
      >
        {children}
      </Flex>
    </SortableContext>
  );
}
