import { Text } from '@chakra-ui/react';
import { HomeLink, PageMessage } from '../ui/page-state';

export function AdminNotFound() {
  return (
    <PageMessage title="Страница не найдена">
      <Text>
        В панели управления нет такой страницы. <HomeLink />
      </Text>
    </PageMessage>
  );
}
