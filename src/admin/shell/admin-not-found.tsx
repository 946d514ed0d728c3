import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMessage } from '../ui/page-state';

export function AdminNotFound() {
  return (
    <PageMessage title="Страница не найдена">
      <Text>
        В панели управления нет такой страницы.{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/">На главную панели</RouterLink>
        </Link>
      </Text>
    </PageMessage>
  );
}
