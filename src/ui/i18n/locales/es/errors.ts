import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'El usuario rechazó la solicitud.',
  'errors.switch-chain': 'Se produjo un error al cambiar de red.',
  'errors.add-chain': 'Se produjo un error al añadir la red.',
  'errors.unknown-chain': 'ID de cadena no reconocido. Primero añade la red con wallet_addEthereumChain.',
  'errors.connector-not-found': 'Conector no encontrado',
  'errors.resource-unavailable': 'Ya hay una solicitud pendiente en tu billetera. Ábrela para continuar.',
  'errors.connect-failed': 'No se pudo conectar la billetera.',
  'errors.sign-failed': 'La billetera no pudo firmar el mensaje.',
  'errors.send-failed': 'La billetera no pudo enviar la transacción.',
  'errors.watch-asset': 'La billetera no pudo añadir el token.',
  'errors.switch-chain-unsupported':
    'Tu billetera no permite cambiar de red desde aquí. Cambia de red desde tu billetera.',
  'errors.session-changed': 'La billetera cambió de cuenta o de red: revisa y vuelve a enviar.',
  'errors.sign-in-prepare': 'Error al preparar el mensaje, ¡inténtalo de nuevo!',
  'errors.sign-in-sign': 'Error al firmar el mensaje, ¡inténtalo de nuevo!',
  'errors.sign-in-verify': 'Error al verificar la firma, ¡inténtalo de nuevo!',
  'errors.unknown': '¡Vaya, algo salió mal!',
  'errors.chain-not-configured': 'La cadena "{chainId}" no está configurada.',
  'errors.chain-not-configured-for': 'La cadena "{chainId}" no está configurada para el conector "{connector}".',
  'errors.wallet-not-installed': '{wallet} no está instalada',
  'errors.wallet-not-available': '{wallet} no está disponible',
  'errors.wrong-network': 'Red incorrecta detectada: cambia de red o desconéctate para continuar.',
  'errors.switch-unsupported':
    'Tu billetera no permite cambiar de red desde {appName}. Cambia de red desde tu billetera.',
} satisfies AreaCatalogue<typeof english>
