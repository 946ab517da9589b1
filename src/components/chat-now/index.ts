export { CHAT_NOW_LABEL, ChatNow, chatUrl } from './chat-now';
